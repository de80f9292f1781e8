//! shared_unwritten: a 256-slot tree sum run with blocks of 256, 128, 64 and
//! 32 threads; with fewer than 256 threads the tree reads slots no thread
//! wrote, which hold 0 on both sides (Rust's `T::default()`, the generated
//! kernel's zero fill). The O3 run has memcheck on: an uninitialised read
//! would fail it (inputs below 200: no byte equals the poison 0xCD).
use diff::*;
use kernel::shared_unwritten;

fn main() {
    diff::main(|d| {
        for (n, block) in [(256usize, 256usize), (1000, 128), (300, 64), (64, 32)] {
            let blocks = n.div_ceil(block);
            launch!(
                d,
                blocks(blocks, block),
                shared_unwritten(input = buf(from_fn(n, |i| (i % 200) as u32)), partial = buf_mut(zeros(blocks)))
            );
        }
    });
}
