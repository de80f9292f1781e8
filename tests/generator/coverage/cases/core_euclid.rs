use diff::*;
use kernel::core_euclid;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_euclid(x = buf(i32s(n, 69, 1000)), period = val(17i32), wrapped = buf_mut(zeros(n)), cell = buf_mut(zeros(n))));
        }
    });
}
