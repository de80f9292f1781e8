use diff::*;
use kernel::it_iter_max_fold;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 1usize, 32usize), (333, 9, 64)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_iter_max_fold(m = buf(floats(rows * width, 15)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
