use diff::*;
use kernel::u29_csv_split_sum;

fn main() {
    diff::main(|d| {
        let alphabet = b"0123456789,,x 71";
        for (n, len, block) in [(1usize, 1usize, 32usize), (60, 14, 32), (300, 31, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_csv_split_sum(text = buf(from_fn(n * len, |i| alphabet[(hash(2969, i) % 16) as usize])), len = val(len),
                                      sums = buf_mut(zeros(n)), empties = buf_mut(zeros(n))));
        }
    });
}
