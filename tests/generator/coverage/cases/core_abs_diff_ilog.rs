use diff::*;
use kernel::core_abs_diff_ilog;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_abs_diff_ilog(a = buf(u32s(n, 70)), b = buf(u32s(n, 71)), out = buf_mut(zeros(n))));
        }
    });
}
