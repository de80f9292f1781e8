use diff::*;
use kernel::it_zip;

fn main() {
    diff::main(|d| {
        for (rows, w, block) in [(1usize, 3usize, 32usize), (300, 8, 64), (1000, 16, 256)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_zip(m = buf(floats(rows * w, 5)), v = buf(floats(w, 6)), out = buf_mut(zeros(rows))));
        }
    });
}
