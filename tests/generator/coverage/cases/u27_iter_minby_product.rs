use diff::*;
use kernel::u27_iter_minby_product;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 0usize), (3, 1), (40, 10)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_iter_minby_product(xs = buf(floats(rows * cols, 59)), ks = buf(i32s(rows * cols, 60, 10)), cols = val(cols),
                                           fo = buf_mut(zeros(rows * 2)), io = buf_mut(zeros(rows * 4))));
        }
    });
}
