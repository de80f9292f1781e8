use diff::*;
use kernel::u24_result_combinators;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (200, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_result_combinators(s = buf(from_fn(n, |i| b'0' - 3 + (hash(2408, i) % 16) as u8)),
                                           out = buf_mut(zeros(n))));
        }
    });
}
