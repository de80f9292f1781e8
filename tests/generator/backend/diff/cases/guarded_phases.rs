//! guarded_phases: three guarded phases (O3: barrier copies threaded across
//! the barriers, grouped by position); real barriers in the reference (`blocks` mode). Blocks of 128
//! and of 256 (threads past the array's 128 slots skip every access but pass
//! every barrier).
use diff::*;
use kernel::guarded_phases;

fn main() {
    diff::main(|d| {
        for (n, bs) in [(1usize, 128usize), (128, 128), (300, 128), (512, 256)] {
            launch!(
                d,
                blocks(n.div_ceil(bs).max(1), bs),
                guarded_phases(x = buf(floats(n, 17)), y = buf_mut(zeros(n)))
            );
        }
    });
}
