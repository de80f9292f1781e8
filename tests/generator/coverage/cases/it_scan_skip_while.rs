use diff::*;
use kernel::it_scan_skip_while;

fn main() {
    diff::main(|d| {
        for (rows, cols, b) in [(1usize, 1usize, 5u32), (20, 8, 20), (65, 12, 40), (33, 5, 0)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    it_scan_skip_while(costs = buf(from_fn(rows * cols, |i| (hash(58, i) % 10) as u32 * (i % 3 != 0 || i % 7 == 0) as u32)),
                                       xs = buf(floats(rows * cols, 59)),
                                       cols = val(cols), budget = val(b), out = buf_mut(zeros(rows * 8)), fout = buf_mut(zeros(rows * 2))));
        }
    });
}
