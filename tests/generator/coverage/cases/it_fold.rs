use diff::*;
use kernel::it_fold;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 8usize, 32usize), (900, 13, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_fold(b = buf(bytes(rows * width, 13)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
