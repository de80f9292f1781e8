use diff::*;
use kernel::it_impl_iterator_param;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 5usize, 32usize), (700, 6, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_impl_iterator_param(x = buf(u32s(rows * width, 12)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
