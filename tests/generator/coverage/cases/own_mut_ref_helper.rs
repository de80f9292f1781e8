use diff::*;
use kernel::own_mut_ref_helper;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (500, 8, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    own_mut_ref_helper(m = buf(floats(rows * width, 41)), width = val(width), mean = buf_mut(zeros(rows))));
        }
    });
}
