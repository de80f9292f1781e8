use diff::*;
use kernel::core_total_cmp;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_total_cmp(a = buf(from_fn(n, |i| if i % 7 == 0 { -0.0 } else { floats(n, 65)[i] })), b = buf(from_fn(n, |i| if i % 3 == 0 { 0.0 } else { floats(n, 66)[i] })), out = buf_mut(zeros(n))));
        }
    });
}
