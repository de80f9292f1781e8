use diff::*;
use kernel::api_shared_2d;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(16usize, 16usize), (20, 37)] {
            launch!(d, blocks((cols.div_ceil(16), rows.div_ceil(16)), (16, 16)),
                    api_shared_2d(input = buf(floats(rows * cols, 110)), rows = val(rows), cols = val(cols),
                                  out = buf_mut(zeros(rows * cols))));
        }
    });
}
