use diff::*;
use kernel::it_chunks;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 32), (1000, 128)] {
            let x = from_fn(n, |i| (hash(11, i) % 100000) as u32);
            launch!(d, threads(n.div_ceil(3).div_ceil(block), block),
                    it_chunks(x = buf(x), out = buf_mut(zeros(n.div_ceil(3)))));
        }
    });
}
