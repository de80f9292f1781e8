//! scan: Hillis-Steele inclusive scan of each 256-element block in shared
//! memory (two barriers per step), wrapping u32 addition.
use diff::*;
use kernel::scan;

fn main() {
    diff::main(|d| {
        for n in [1usize, 200, 256, 300, 1000] {
            launch!(
                d,
                blocks(n.div_ceil(256), 256),
                scan(input = buf(u32s(n, 12)), output = buf_mut(zeros(n)))
            );
        }
    });
}
