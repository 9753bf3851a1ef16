import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { WithQueries } from '../../src/app/with-queries';

function Reader({ label }: { label: string }) {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: fetchProbe });
  return <p>{`${label}: ${data ?? 'loading'}`}</p>;
}
const fetchProbe = vi.fn(async () => 'answer');

describe('WithQueries', () => {
  it('gives every wrapped screen the same cache: a second screen reads without fetching again', async () => {
    render(
      <WithQueries>
        <Reader label="first" />
      </WithQueries>,
    );
    expect(await screen.findByText('first: answer')).toBeTruthy();
    render(
      <WithQueries>
        <Reader label="second" />
      </WithQueries>,
    );
    expect(screen.getByText('second: answer')).toBeTruthy();
    expect(fetchProbe).toHaveBeenCalledTimes(1);
  });
});
