import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

export interface MainLandmarkProps {
  children: ReactNode;
  className?: string;
  id?: string;
}

/**
 * The page's one main landmark. The app frame puts every screen inside one; a screen that also
 * shows outside the frame (the start-up and status screens) uses this too and becomes a plain
 * block inside the frame's, so a page never has two.
 */
export function MainLandmark({ children, className, id }: MainLandmarkProps) {
  const inside = useContext(InsideMain);
  if (inside) {
    return (
      <div className={className} id={id}>
        {children}
      </div>
    );
  }
  return (
    <InsideMain.Provider value>
      <main className={className} id={id}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
