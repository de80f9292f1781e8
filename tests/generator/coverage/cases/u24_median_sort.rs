use diff::*;
use kernel::u24_median_sort;

fn main() {
    diff::main(|d| {
        for (n, block) in [(5usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_median_sort(x = buf(floats(n, 2457)), out = buf_mut(zeros(n))));
        }
    });
}
