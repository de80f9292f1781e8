use diff::*;
use kernel::u24_slice_contains_swap;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_slice_contains_swap(x = buf(from_fn(n, |i| (hash(2429, i) % 10000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
