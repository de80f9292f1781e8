//! char_values: every ASCII code as a `u8 as char`, against separators that
//! are ASCII, an escape, and 2-, 3- and 4-byte UTF-8 characters.
use diff::*;
use kernel::char_values;

fn main() {
    diff::main(|d| {
        let n = 160;
        let text: Vec<u32> = (0..n as u32).collect();
        for sep in [
            'x', 'Q', '7', '\n', '\t', '\0', '\'', '\\', '"', '\u{7f}', 'é', '€', '😀', '\u{10FFFF}',
        ] {
            launch!(
                d,
                threads(5, 32),
                char_values(text = buf(text.clone()), sep = val(sep), out = buf_mut(zeros(n)),
                            back = buf_mut(zeros(n)))
            );
        }
    });
}
