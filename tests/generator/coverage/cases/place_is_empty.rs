use diff::*;
use kernel::place_is_empty;

fn main() {
    diff::main(|d| {
        for (n, row_len, rows) in [(2usize, 4usize, 8usize), (30, 4, 10), (1000, 3, 400)] {
            launch!(d, threads(rows.div_ceil(128), 128), place_is_empty(x = buf(floats(n, 91)), row_len = val(row_len), out = buf_mut(zeros(rows))));
        }
    });
}
