use diff::*;
use kernel::core_abs_pow;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_abs_pow(x = buf(i32s(n, 52, 40000)), a = buf_mut(zeros(n)), p = buf_mut(zeros(n))));
        }
    });
}
