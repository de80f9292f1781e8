use diff::*;
use kernel::core_min_max_int;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_min_max_int(a = buf(from_fn(n, |i| (hash(67, i) % 5000) as u32)), b = buf(from_fn(n, |i| (hash(68, i) % 5000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
