use diff::*;
use kernel::u27_iter_scan_take_while;

fn main() {
    diff::main(|d| {
        for (rows, cols, b) in [(1usize, 1usize, 5u32), (20, 8, 20), (65, 12, 40)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_iter_scan_take_while(costs = buf(from_fn(rows * cols, |i| (hash(58, i) % 10) as u32 * (i % 3 != 0) as u32)),
                                             cols = val(cols), budget = val(b), out = buf_mut(zeros(rows * 3))));
        }
    });
}
