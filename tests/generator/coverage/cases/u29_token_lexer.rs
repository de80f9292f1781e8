use diff::*;
use kernel::u29_token_lexer;

fn main() {
    diff::main(|d| {
        let alphabet = b"0123456789 +-*x9";
        for (n, len, block) in [(1usize, 1usize, 32usize), (50, 16, 32), (300, 23, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_token_lexer(text = buf(from_fn(n * len, |i| alphabet[(hash(2960, i) % 16) as usize])), len = val(len),
                                    sums = buf_mut(zeros(n)), kinds = buf_mut(zeros(3 * n))));
        }
    });
}
