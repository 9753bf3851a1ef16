// The help centre (requirements B2.8): ten entries for every device, tagged so the site can open one
// by tag (the registration terms link is /m/help?tag=terms), plus one for the desktop site only.
// Content is HTML with one <h3> per section.

export interface SeedHelpItem {
  id: number;
  tag: string;
  device: 'ALL' | 'MOBILE' | 'WEB';
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
}

const section = (heading: string, body: string) => `<h3>${heading}</h3><p>${body}</p>`;

export const SEED_HELP_ITEMS: readonly SeedHelpItem[] = [
  {
    id: 1,
    tag: 'about',
    device: 'ALL',
    titleEn: 'About us',
    titleBn: 'আমাদের সম্পর্কে',
    contentEn:
      section(
        'Who we are',
        'BanglaBet offers slots, fishing, live casino, card games, sports, e-sports, cockfight and lottery from more than twenty providers, in Bengali and English.',
      ) +
      section(
        'Fair play',
        'Every game comes from a licensed provider whose results are tested independently.',
      ),
    contentBn:
      section(
        'আমরা কারা',
        'BanglaBet বিশটিরও বেশি প্রদানকারীর স্লট, ফিশিং, লাইভ ক্যাসিনো, কার্ড গেম, স্পোর্টস, ই-স্পোর্টস, মোরগ লড়াই ও লটারি বাংলা ও ইংরেজিতে নিয়ে আসে।',
      ) +
      section(
        'ন্যায্য খেলা',
        'প্রতিটি গেম লাইসেন্সপ্রাপ্ত প্রদানকারীর, যাদের ফলাফল স্বাধীনভাবে পরীক্ষা করা হয়।',
      ),
  },
  {
    id: 2,
    tag: 'register',
    device: 'ALL',
    titleEn: 'Registration and login',
    titleBn: 'নিবন্ধন ও লগইন',
    contentEn:
      section(
        'Create an account',
        'Tap Register, choose a user name or your mobile number, set a password and confirm the SMS code we send you.',
      ) +
      section(
        'Log in',
        'Log in with your user name and password, or with your mobile number and an SMS code.',
      ) +
      section(
        'Forgot your password?',
        'Use Forgot password on the login screen to set a new one by SMS or e-mail.',
      ),
    contentBn:
      section(
        'অ্যাকাউন্ট খুলুন',
        'নিবন্ধন-এ ট্যাপ করুন, একটি ইউজারনেম বা মোবাইল নম্বর বেছে নিন, পাসওয়ার্ড দিন এবং আমাদের পাঠানো এসএমএস কোড নিশ্চিত করুন।',
      ) +
      section('লগইন', 'ইউজারনেম ও পাসওয়ার্ড দিয়ে, অথবা মোবাইল নম্বর ও এসএমএস কোড দিয়ে লগইন করুন।') +
      section(
        'পাসওয়ার্ড ভুলে গেছেন?',
        'লগইন স্ক্রিনের পাসওয়ার্ড ভুলে গেছেন অপশন দিয়ে এসএমএস বা ই-মেইলের মাধ্যমে নতুন পাসওয়ার্ড দিন।',
      ),
  },
  {
    id: 3,
    tag: 'deposit',
    device: 'ALL',
    titleEn: 'How to deposit',
    titleBn: 'কীভাবে ডিপোজিট করবেন',
    contentEn:
      section(
        'Methods',
        'Deposit with bKash, Nagad or Rocket from the deposit page. The minimum deposit is ৳300.',
      ) +
      section(
        'How long it takes',
        'Most deposits arrive within 5 minutes. Keep the transaction ID until the money shows in your balance.',
      ),
    contentBn:
      section('পদ্ধতি', 'ডিপোজিট পাতা থেকে বিকাশ, নগদ বা রকেটে ডিপোজিট করুন। সর্বনিম্ন ডিপোজিট ৳৩০০।') +
      section(
        'কত সময় লাগে',
        'বেশিরভাগ ডিপোজিট ৫ মিনিটের মধ্যে যোগ হয়। টাকা ব্যালেন্সে না আসা পর্যন্ত ট্রানজেকশন আইডি রেখে দিন।',
      ),
  },
  {
    id: 4,
    tag: 'withdraw',
    device: 'ALL',
    titleEn: 'How to withdraw',
    titleBn: 'কীভাবে উইথড্র করবেন',
    contentEn:
      section(
        'Requirements',
        'Complete the turnover of any bonus you took and add a wallet in your own name. The minimum withdrawal is ৳500.',
      ) +
      section(
        'Processing',
        'Withdrawals are usually processed within 30 minutes, around the clock.',
      ),
    contentBn:
      section(
        'শর্ত',
        'নেওয়া যেকোনো বোনাসের টার্নওভার পূরণ করুন এবং নিজের নামে একটি ওয়ালেট যুক্ত করুন। সর্বনিম্ন উইথড্র ৳৫০০।',
      ) + section('প্রক্রিয়াকরণ', 'সাধারণত ৩০ মিনিটের মধ্যে উইথড্র প্রক্রিয়া করা হয়, দিনরাত যেকোনো সময়।'),
  },
  {
    id: 5,
    tag: 'promotion',
    device: 'ALL',
    titleEn: 'Promotions and rewards',
    titleBn: 'প্রোমোশন ও পুরস্কার',
    contentEn:
      section(
        'Joining',
        'Some promotions ask you to join first; the reward can be claimed once its condition is met.',
      ) +
      section(
        'Applying',
        'Others are claimed with an application: add a remark or screenshots when the promotion asks for them (JPG or PNG, at most 3, 5 MB each).',
      ) +
      section(
        'Turnover',
        'A bonus must be played through the number of times its rules give before it can be withdrawn.',
      ),
    contentBn:
      section('যোগ দেওয়া', 'কিছু প্রোমোশনে আগে যোগ দিতে হয়; শর্ত পূরণ হলে পুরস্কার দাবি করা যায়।') +
      section(
        'আবেদন',
        'অন্যগুলো আবেদনের মাধ্যমে দাবি করতে হয়: প্রোমোশন চাইলে মন্তব্য বা স্ক্রিনশট দিন (JPG বা PNG, সর্বোচ্চ ৩টি, প্রতিটি ৫ MB)।',
      ) +
      section('টার্নওভার', 'উইথড্র করার আগে বোনাসটি তার নিয়মে দেওয়া সংখ্যক বার খেলতে হবে।'),
  },
  {
    id: 6,
    tag: 'security',
    device: 'ALL',
    titleEn: 'Account security',
    titleBn: 'অ্যাকাউন্টের নিরাপত্তা',
    contentEn:
      section(
        'Your password',
        'Choose a password of 6 to 16 letters and digits that you use nowhere else, and change it from Change password.',
      ) + section('Codes and fraud', 'Never share an SMS code. Our staff never ask for it.'),
    contentBn:
      section(
        'আপনার পাসওয়ার্ড',
        '৬ থেকে ১৬টি অক্ষর ও সংখ্যার এমন একটি পাসওয়ার্ড দিন যা অন্য কোথাও ব্যবহার করেন না, এবং পাসওয়ার্ড পরিবর্তন থেকে তা বদলান।',
      ) + section('কোড ও প্রতারণা', 'কখনো এসএমএস কোড কাউকে দেবেন না। আমাদের কর্মীরা কখনো তা চান না।'),
  },
  {
    id: 7,
    tag: 'responsible',
    device: 'ALL',
    titleEn: 'Responsible gaming',
    titleBn: 'দায়িত্বশীল খেলা',
    contentEn:
      section(
        'Stay in control',
        'Decide in advance how much time and money you spend, and stop when you reach it.',
      ) +
      section('Need a break?', 'Customer service can pause your account for a period you choose.'),
    contentBn:
      section('নিয়ন্ত্রণে থাকুন', 'কতটা সময় ও টাকা খরচ করবেন আগে থেকেই ঠিক করুন, সীমায় পৌঁছালে থামুন।') +
      section('বিরতি দরকার?', 'গ্রাহক সেবা আপনার পছন্দের সময়ের জন্য অ্যাকাউন্ট স্থগিত রাখতে পারে।'),
  },
  {
    id: 8,
    tag: 'terms',
    device: 'ALL',
    titleEn: 'Terms and conditions',
    titleBn: 'শর্তাবলি',
    contentEn:
      section(
        'Eligibility',
        'You must be at least 18 years old to open an account. One account per person.',
      ) +
      section(
        'Your account',
        'You are responsible for keeping your login details secret and for all activity on your account.',
      ) +
      section(
        'Bonuses',
        'Each promotion has its own rules; abuse of bonuses may lead to their removal.',
      ),
    contentBn:
      section(
        'যোগ্যতা',
        'অ্যাকাউন্ট খুলতে আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে। প্রতি ব্যক্তির একটি অ্যাকাউন্ট।',
      ) +
      section('আপনার অ্যাকাউন্ট', 'লগইনের তথ্য গোপন রাখা এবং অ্যাকাউন্টের সব কার্যক্রমের দায় আপনার।') +
      section('বোনাস', 'প্রতিটি প্রোমোশনের নিজস্ব নিয়ম আছে; বোনাসের অপব্যবহার করলে তা বাতিল হতে পারে।'),
  },
  {
    id: 9,
    tag: 'privacy',
    device: 'ALL',
    titleEn: 'Privacy policy',
    titleBn: 'গোপনীয়তা নীতি',
    contentEn:
      section(
        'What we keep',
        'Your account details, your mobile number and your game history, to run your account and keep it safe.',
      ) +
      section(
        'What we never do',
        'We do not sell your data. Passwords are stored only as secure hashes.',
      ),
    contentBn:
      section(
        'আমরা কী রাখি',
        'আপনার অ্যাকাউন্ট চালাতে ও নিরাপদ রাখতে অ্যাকাউন্টের তথ্য, মোবাইল নম্বর ও গেমের ইতিহাস।',
      ) +
      section(
        'আমরা কখনো যা করি না',
        'আমরা আপনার তথ্য বিক্রি করি না। পাসওয়ার্ড শুধু নিরাপদ হ্যাশ হিসেবে রাখা হয়।',
      ),
  },
  {
    id: 10,
    tag: 'contact',
    device: 'ALL',
    titleEn: 'Contact us',
    titleBn: 'যোগাযোগ',
    contentEn:
      section('Live chat', 'Open live chat from the menu at any time of day.') +
      section('Telegram', 'Write to our support channel on Telegram from 10:00 to 22:00.'),
    contentBn:
      section('লাইভ চ্যাট', 'দিনের যেকোনো সময় মেনু থেকে লাইভ চ্যাট খুলুন।') +
      section('টেলিগ্রাম', '১০:০০ থেকে ২২:০০ পর্যন্ত টেলিগ্রামে আমাদের সাপোর্ট চ্যানেলে লিখুন।'),
  },
  {
    id: 11,
    tag: 'desktop',
    device: 'WEB',
    titleEn: 'Playing on a computer',
    titleBn: 'কম্পিউটারে খেলা',
    contentEn: section(
      'Browsers',
      'The desktop site works in current versions of Chrome, Edge, Firefox and Safari.',
    ),
    contentBn: section(
      'ব্রাউজার',
      'ডেস্কটপ সাইট Chrome, Edge, Firefox ও Safari-এর বর্তমান সংস্করণে চলে।',
    ),
  },
];
