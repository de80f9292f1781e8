use diff::*;
use kernel::u24_iter_chain;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 2usize, 32usize), (100, 5, 64), (400, 8, 128)] {
            let n = rows * width;
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_iter_chain(a = buf(from_fn(n, |i| (hash(2445, i) % 1000) as u32)),
                                   b = buf(from_fn(n, |i| (hash(2446, i) % 1000) as u32)),
                                   width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
