import { describe, expect, it } from 'vitest';
import { forgetCoachDeviceData } from './forget-device-data';

describe('forgetCoachDeviceData', () => {
  it("removes the coach's keys and nothing else", () => {
    localStorage.clear();
    localStorage.setItem('groeipad.coach-settings', '{"apiKey":"sk-x"}');
    localStorage.setItem('groeipad.safety-plan', '{}');
    localStorage.setItem('groeipad.coach-session.ai-coach', 's1');
    localStorage.setItem('i18nextLng', 'nl');
    forgetCoachDeviceData(localStorage);
    expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
    forgetCoachDeviceData(null);
  });
});
