import { describe, expect, it } from 'vitest';
import { statusBadgeClass, statusTone } from './status-colour';

describe('statusTone', () => {
  it('shows Delivered, Opened and Completed in green', () => {
    for (const status of ['Delivered', 'Opened', 'Completed']) expect(statusTone(status)).toBe('success');
  });
  it('shows Failed in red', () => {
    expect(statusTone('Failed')).toBe('danger');
  });
  it('shows every other status in blue', () => {
    for (const status of ['Sent', 'Queued', 'Scheduled', '']) expect(statusTone(status)).toBe('info');
  });
  it('ignores case and surrounding spaces', () => {
    expect(statusTone(' delivered ')).toBe('success');
    expect(statusTone('FAILED')).toBe('danger');
  });
  it('gives each tone its own classes', () => {
    expect(statusBadgeClass('Delivered')).toContain('green');
    expect(statusBadgeClass('Failed')).toContain('red');
    expect(statusBadgeClass('Sent')).toContain('blue');
  });
});
