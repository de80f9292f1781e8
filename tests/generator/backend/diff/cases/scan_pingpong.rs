//! scan_pingpong: Hillis-Steele inclusive scan of 128-element blocks,
//! double-buffered in one shared array (one barrier per step); lengths below,
//! at and above a block.
use diff::*;
use kernel::scan_pingpong;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 128usize), (100, 128), (128, 128), (1000, 128)] {
            launch!(
                d,
                blocks(n.div_ceil(128), block),
                scan_pingpong(input = buf(u32s(n, 31)), output = buf_mut(zeros(n)))
            );
        }
    });
}
