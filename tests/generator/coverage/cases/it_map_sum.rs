use diff::*;
use kernel::it_map_sum;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 4usize, 32usize), (500, 9, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_map_sum(m = buf(floats(rows * width, 7)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
