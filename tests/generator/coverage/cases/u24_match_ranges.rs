use diff::*;
use kernel::u24_match_ranges;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (200, 64), (1000, 96)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_match_ranges(a = buf(from_fn(n, |i| (hash(2405, i) % 3000) as u32)), b = buf(i32s(n, 2406, 3)),
                                     out = buf_mut(zeros(n))));
        }
    });
}
