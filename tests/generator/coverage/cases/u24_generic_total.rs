use diff::*;
use kernel::u24_generic_total;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 2usize, 32usize), (100, 6, 64), (300, 10, 128)] {
            let n = rows * width;
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_generic_total(fa = buf(floats(n, 2418)), fb = buf(floats(n, 2419)),
                                      ia = buf(from_fn(n, |i| (hash(2420, i) % 2_000_000_000) as i64 - 1_000_000_000)),
                                      ib = buf(from_fn(n, |i| (hash(2421, i) % 2000) as i64 - 1000)),
                                      width = val(width), fout = buf_mut(zeros(rows)), iout = buf_mut(zeros(rows))));
        }
    });
}
