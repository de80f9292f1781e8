use diff::*;
use kernel::it_chunks_exact;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 4usize, 32usize), (200, 10, 64), (1000, 16, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_chunks_exact(m = buf(i32s(rows * width, 10, 1000)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
