use diff::*;
use kernel::it_impl_iterator_return;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 5usize, 32usize), (700, 6, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_impl_iterator_return(x = buf(floats(rows * width, 51)), width = val(width),
                                            k = val(1.5f32), out = buf_mut(zeros(rows)),
                                            above = buf_mut(zeros(rows))));
        }
    });
}
