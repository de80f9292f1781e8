use diff::*;
use kernel::place_part_rows;

fn main() {
    diff::main(|d| {
        for (rows, block) in [(1usize, 32), (300, 128), (1025, 256)] {
            launch!(d, threads(rows.div_ceil(block), block), place_part_rows(x = buf(floats(rows * 4 + 3, 92)), out = buf_mut(zeros(rows * 4 + 2))));
        }
    });
}
