use diff::*;
use kernel::api_shared_index_stencil;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 1000] {
            launch!(d, blocks(n.div_ceil(128), 128), api_shared_index_stencil(x = buf(floats(n, 116)), out = buf_mut(zeros(n))));
        }
    });
}
