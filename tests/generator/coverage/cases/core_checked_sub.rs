use diff::*;
use kernel::core_checked_sub;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_checked_sub(a = buf(from_fn(n, |i| (hash(54, i) % 1000) as u32)), b = buf(from_fn(n, |i| (hash(55, i) % 1000) as u32)), out = buf_mut(zeros(n)), underflow = buf_mut(zeros(n))));
        }
    });
}
