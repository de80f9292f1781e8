use diff::*;
use kernel::u24_matvec_2d_grid;

fn main() {
    diff::main(|d| {
        for (rows, cols, groups, bx, by) in [(3usize, 8usize, 2usize, 4usize, 4usize), (50, 24, 6, 8, 8), (70, 40, 10, 4, 16)] {
            launch!(d, blocks((groups.div_ceil(bx), rows.div_ceil(by)), (bx, by)),
                    u24_matvec_2d_grid(a = buf(floats(rows * cols, 2463)), x = buf(floats(cols, 2464)), cols = val(cols),
                                       groups = val(groups), out = buf_mut(zeros(rows * groups))));
        }
    });
}
