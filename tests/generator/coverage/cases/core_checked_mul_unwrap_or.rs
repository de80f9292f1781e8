use diff::*;
use kernel::core_checked_mul_unwrap_or;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_checked_mul_unwrap_or(a = buf(u32s(n, 56)), b = buf(from_fn(n, |i| (hash(57, i) % 4) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
