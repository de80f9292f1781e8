use diff::*;
use kernel::core_overflowing;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_overflowing(a = buf(u32s(n, 60)), b = buf(u32s(n, 61)), lo = buf_mut(zeros(n)), hi = buf_mut(zeros(n))));
        }
    });
}
