//! shared_tuple: two shared arrays bound through one tuple; lengths below and
//! above the block, blocks of 128 and 64 threads (half the slots unwritten:
//! they read as zero on both sides).
use diff::*;
use kernel::shared_tuple;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 128usize), (200, 128), (256, 128), (100, 64)] {
            launch!(
                d,
                blocks(n.div_ceil(block), block),
                shared_tuple(input = buf(u32s(n, 5)), output = buf_mut(zeros(n)))
            );
        }
    });
}
