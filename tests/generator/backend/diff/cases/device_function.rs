//! device_function: the kernel calls two non-kernel functions of its crate
//! (one reads the thread's coordinates); `ids` longer and shorter than `y`.
use diff::*;
use kernel::device_function;

fn main() {
    diff::main(|d| {
        for (n, ids) in [(1usize, 1usize), (300, 500), (1000, 700)] {
            launch!(
                d,
                threads(n.max(ids).div_ceil(128), 128),
                device_function(
                    x = buf(floats(n, 26)),
                    y = buf_mut(zeros(n)),
                    ids = buf_mut(u32s(ids, 27))
                )
            );
        }
    });
}
