use diff::*;
use kernel::u24_question_mark;

fn main() {
    diff::main(|d| {
        for (n, block, k) in [(2usize, 32usize, 3u32), (300, 64, 7), (1000, 128, 1u32 << 20)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_question_mark(x = buf(from_fn(n, |i| (hash(2407, i) % 100000) as u32)), k = val(k),
                                      out = buf_mut(zeros(n))));
        }
    });
}
