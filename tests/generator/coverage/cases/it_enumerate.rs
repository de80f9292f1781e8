use diff::*;
use kernel::it_enumerate;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 1usize, 32usize), (100, 7, 64), (1000, 16, 128)] {
            let m = from_fn(rows * width, |i| (hash(4, i) % 1000) as u32);
            launch!(d, threads(rows.div_ceil(block), block),
                    it_enumerate(m = buf(m), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
