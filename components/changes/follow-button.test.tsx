import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FollowButton } from './follow-button';

vi.mock('next/navigation', () => ({ usePathname: () => '/company/01234567/officers' }));

describe('FollowButton before its scripts run', () => {
  const html = renderToStaticMarkup(<FollowButton companyNumber="01234567" />);

  it('posts back to the page it is on', () => {
    expect(html.match(/name="return" value="\/company\/01234567\/officers"/g)).toHaveLength(2);
  });

  it('shows Follow, or (when sent back with #following) the followed state whose form unfollows', () => {
    expect(html).toContain('id="following"');
    const forms = html.split('<form').slice(1);
    expect(forms[0]).toMatch(/class="flex group-target:hidden/);
    expect(forms[0]).toContain('name="action" value="follow"');
    expect(forms[0]).toContain('>Follow</button>');
    expect(forms[1]).toMatch(/class="hidden group-target:flex/);
    expect(forms[1]).toContain('name="action" value="unfollow"');
    expect(forms[1]).toContain('Following ✓ (unfollow)');
  });
});
