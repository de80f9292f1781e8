use diff::*;
use kernel::it_array_into_iter;

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (1000, 64), (2048, 128)] {
            let x = from_fn(n, |i| (hash(8, i) % 1000) as u32);
            launch!(d, blocks(n.div_ceil(block), block),
                    it_array_into_iter(x = buf(x), sums = buf_mut(zeros(n.div_ceil(32)))));
        }
    });
}
