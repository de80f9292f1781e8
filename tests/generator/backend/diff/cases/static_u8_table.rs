//! static_u8_table: a `static [u8; 4]` and a `static [u32; 2]` read per thread.
use diff::*;
use kernel::static_u8_table;

fn main() {
    diff::main(|d| {
        launch!(d, threads(1, 16), static_u8_table(out = buf_mut(zeros(16))));
    });
}
