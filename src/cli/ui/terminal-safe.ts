// Text from data or file names is escaped before it reaches a terminal: an ESC or other control
// character in a header cell must not move the cursor, recolour or retitle the user's window.

// C0 controls except TAB and LF, DEL, C1 controls, and the bidi overrides that reorder what is shown
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    if (c === '\r') return '\\r';
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
