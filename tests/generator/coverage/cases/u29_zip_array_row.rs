use diff::*;
use kernel::u29_zip_array_row;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 1usize, 32usize), (60, 9, 32)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_zip_array_row(x = buf(floats(rows * cols, 2980)), cols = val(cols), out = buf_mut(zeros(rows * 4))));
        }
    });
}
