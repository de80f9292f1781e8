use diff::*;
use kernel::u29_cummax_chunk;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 32), (2000, 64)] {
            launch!(d, threads(n.div_ceil(8).div_ceil(block), block),
                    u29_cummax_chunk(x = buf(i32s(n, 2933, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
