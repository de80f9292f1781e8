use diff::*;
use kernel::own_generic_fn;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), own_generic_fn(a = buf(floats(n, 31)), b = buf(floats(n, 32)), ia = buf(i32s(n + 3, 33, 1000)), out = buf_mut(zeros(n)), iout = buf_mut(zeros(n))));
        }
    });
}
